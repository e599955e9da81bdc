package tool

// all lists the tools in the order agents see them.
func all() []*Tool {
	return []*Tool{
		loginTool, signupTool,
		sendMessageTool, getMessageTool, listMessagesTool,
		listJobsTool, getJobTool, getJobHistoryTool, createJobTool, updateJobTool, cancelJobTool,
		listAddressesTool, createAddressTool, updateAddressTool, archiveAddressTool, listProsTool, createProTool, updateProTool, listTodoListsTool,
		createTodoListTool, updateTodoListTool, deleteTodoListTool, getJobTodosTool, getJobWorkTool,
		listReservationsTool, getReservationTool, createReservationTool, updateReservationTool, cancelReservationTool,
		listCalendarsTool, addCalendarTool, removeCalendarTool, syncCalendarTool,
		getPropertyProsTool, setPropertyProsTool, createProLinkTool, revokeProLinkTool,
		rateJobTool,
		checkAvailabilityTool, estimatePriceTool,
		listSuppliesTool, createSupplyTool, updateSupplyTool, deleteSupplyTool,
		listExpensesTool, createExpenseTool, updateExpenseTool, deleteExpenseTool, spendReportTool, proStatementTool,
		listAssetsTool, createAssetTool, updateAssetTool, deleteAssetTool, getAssetHistoryTool,
	}
}
