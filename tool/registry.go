package tool

// all lists the tools in the order agents see them.
func all() []*Tool {
	return []*Tool{
		loginTool, signupTool,
		sendMessageTool, getMessageTool, listMessagesTool,
		listJobsTool, getJobTool, createJobTool, updateJobTool, cancelJobTool,
		listAddressesTool, createAddressTool, listProsTool, createProTool, updateProTool, listTodoListsTool,
		listReservationsTool, createReservationTool,
		checkAvailabilityTool, estimatePriceTool,
	}
}
